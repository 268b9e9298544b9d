"""An act a cited sentence states as what a party does ("We file … by April 15") is stated, even
where another cited sentence only permits it ("… may file until June 15"): a claim saying the act
is done is no duty made of a permission (unseen47 dev u47-en-010). A condition's "if you cancel"
states no act."""

from __future__ import annotations

from one_fragment import checks_of as _checks

FILING = ("We file United States individual returns by April 15 and Canadian personal returns by April 30. "
          "Self-employed Canadians and their spouses may file until June 15, but any balance owed is still due "
          "on April 30.")
FLEXIBLE = ("Bookings on the Flexible rate can be cancelled free of charge up to 48 hours before arrival. "
            "If you cancel later, the first night is charged.")


def test_an_act_a_party_does_is_stated() -> None:
    assert "unsupported-claim" not in _checks(FILING, "United States individual returns are filed by April 15.",
                                              "When are returns filed?")


def test_a_permission_made_a_duty_still_fails_beside_a_conditions_act() -> None:
    assert "unsupported-claim" in _checks(FLEXIBLE, "A Flexible booking must be cancelled free of charge up to 48 "
                                                    "hours before arrival.", "Can I cancel?")
