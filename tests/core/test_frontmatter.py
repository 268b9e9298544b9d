"""Front matter read in one pass over the parser's events: the BaseLoader's values, libyaml where built."""

from __future__ import annotations

import pytest
import yaml

from tether.corpus import frontmatter
from tether.corpus.frontmatter import ANCHORS, load_front_matter
from tether.errors import FrontMatterError

SAME_AS_BASELOADER = [
    "",
    "id: a\nversion: 2024.2\npublished_at: 2024-06-12T00:00:00Z\n",
    'version: "1.0"\ntitle: \'Fees: Germany\'\naccess: [public, internal]\n',
    "access:\n  - public\n  - internal\nentities:\n  - {documentType: composition, identity: alpha}\n",
    "expires_at: null\nlang: ~\nowner:\npolicy: !!str operational\nn: 012\nyes: yes\n",
    "title: >\n  folded\n  text\nnote: |\n  kept\n  lines\n",
    "nested: {a: [1, {b: c}], d: []}\nempty: {}\n",
    "- a\n- b\n",
    "just a scalar\n",
    "id: Заявка №7\ntitle: Регистрационный сбор\n",
]


@pytest.mark.parametrize("loader", sorted({yaml.BaseLoader, frontmatter.Loader}, key=str), ids=lambda c: c.__name__)
@pytest.mark.parametrize("front", SAME_AS_BASELOADER)
def test_values_are_what_the_base_loader_builds(front: str, loader: type, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(frontmatter, "Loader", loader)
    duplicates: list[str] = []
    assert load_front_matter(front, duplicates.append) == yaml.load(front, Loader=yaml.BaseLoader)  # noqa: S506
    assert duplicates == []


def test_libyaml_parses_where_pyyaml_was_built_with_it() -> None:
    assert frontmatter.Loader is (yaml.CBaseLoader if yaml.__with_libyaml__ else yaml.BaseLoader)


@pytest.mark.parametrize("front", [
    "a: &x 1\nb: 2\n",  # an anchor, even unused
    "a: &x [1]\nb: *x\n",
    "a: &a [*a]\n",  # cyclic
    "a: [&x {b: 1}]\n",
])
def test_anchors_and_aliases_are_refused(front: str) -> None:
    with pytest.raises(FrontMatterError, match="anchors and aliases are not allowed"):
        load_front_matter(front, lambda _: None)
    assert ANCHORS.startswith("YAML anchors")


def test_every_duplicate_key_is_reported_with_its_path_and_the_first_value_kept() -> None:
    duplicates: list[str] = []
    value = load_front_matter("access: [public]\nid: a\naccess: [internal]\n"
                              "entities:\n  - {identity: x, identity: y}\n", duplicates.append)
    assert duplicates == ["access", "entities[0].identity"]
    assert value["access"] == ["public"]


def test_invalid_yaml_raises_the_parsers_error_with_its_line() -> None:
    with pytest.raises(yaml.YAMLError) as info:
        load_front_matter("id: [unclosed\n", lambda _: None)
    assert info.value.problem_mark is not None  # type: ignore[attr-defined]


def test_a_list_as_a_key_is_refused() -> None:
    with pytest.raises(FrontMatterError, match="keys must be plain names"):
        load_front_matter("? [a, b]\n: c\n", lambda _: None)
