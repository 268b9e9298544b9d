"""A claim's parts with its bans joined to what they ban (:func:`with_their_bans`), read by
:func:`tether.checks.clauses.a_part_turned`."""

from __future__ import annotations

from .ban_words import AS_WITH, CONTRAST_OPENS, TRAILING_BAN
from .polarity import has_negator, negated, permission_at


def with_their_bans(parts: list[str]) -> list[str]:
    """``parts`` with a part that is only a ban joined to the parts it bans — back to the one a
    contrast opens, or to the first, not past one that denies or grants itself — and what «как и»
    adds to a denial joined to it: «а еду в баре — *нельзя*, *как и ночной пакет*» is one part that
    denies (unseen42 dev u42-ru-009, a correct answer read as granting the food and the night
    package), and so is «Курить в салоне, в том числе электронные сигареты, *запрещено*».

    Each part's pieces are joined once at the end, and whether it denies or grants is read once,
    when it is added: a join per step grew with the parts joined (a review: 4 s at 8,000 parts)."""
    out: list[list[str]] = []
    stops: list[bool] = []  # per part of ``out``: it denies or grants itself
    denies: list[bool] = []  # per part of ``out``: it denies
    for part in parts:
        if out and TRAILING_BAN.fullmatch(part):
            k = len(out)
            while k > 0 and not stops[k - 1]:
                k -= 1
                if CONTRAST_OPENS.match(out[k][0]):
                    break
            if k == len(out):
                out.append([part])
                stops.append(True)
                denies.append(True)
                continue
            joined = [piece for pieces in out[k:] for piece in (*pieces, ", ")][:-1]
            out[k:], stops[k:], denies[k:] = [[*joined, " — ", part.strip()]], [True], [True]
        elif out and AS_WITH.match(part) and denies[-1]:
            out[-1] += (", ", part.strip())
        else:
            out.append([part])
            denied = has_negator(part) or negated(part)
            denies.append(denied)
            stops.append(denied or permission_at(part) >= 0)
    return ["".join(pieces) for pieces in out]
