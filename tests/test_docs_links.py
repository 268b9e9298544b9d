"""The README and docs/ are self-contained (issue 16): every relative link resolves inside
the repository, and nothing points outside it (a clone has no ../shared)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")  # markdown links and images; bounded by ')' or space


def test_docs_exist_for_every_topic_of_the_issue() -> None:
    names = {p.name for p in PAGES}
    assert {"quickstart.md", "corpus.md", "python-api.md", "models.md", "service.md", "deployment.md",
            "evaluation.md", "security.md", "design.md"} <= names


def test_every_relative_link_resolves_inside_the_repository() -> None:
    broken = []
    for page in PAGES:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://", "#", "mailto:")):
                continue
            path = (page.parent / target.split("#", 1)[0]).resolve()
            if not path.is_relative_to(ROOT) or not path.exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert broken == []


def test_nothing_points_outside_the_repository() -> None:
    outside = [f"{p.relative_to(ROOT)}: {line.strip()}" for p in PAGES
               for line in p.read_text(encoding="utf-8").splitlines() if "../" in line]
    assert outside == []
