"""Fragment boundaries (CONTRACTS §1)."""

from tether.corpus import split_fragments

BODY = """Intro before any heading.

## Registration {#registration}
The fee is 1 250 EUR.
### Details
Part of registration.
### Sub {#sub}
Sub text.
## Notes
Unanchored notes.
```
## not a heading {#fake}
```
# Top {#top}
Top text.
"""


def test_fragment_rules() -> None:
    frags = {(f.fragment_id, f.heading): f for f in split_fragments("doc", BODY)}
    ids = [f.fragment_id for f in split_fragments("doc", BODY)]
    assert ids == ["doc", "doc#registration", "doc#sub", "doc", "doc#top"]
    reg = frags[("doc#registration", "Registration")].text
    # an unanchored sub-heading belongs to the anchored section; so does a nested one
    assert "Part of registration." in reg and "Sub text." in reg
    assert "Unanchored notes." not in reg
    notes = frags[("doc", "Notes")]
    assert notes.anchor is None and "## not a heading" in notes.text
    assert frags[("doc", None)].text == "Intro before any heading."
