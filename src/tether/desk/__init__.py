"""The web review desk served by `tether serve` at /desk (issue 14, item 4)."""

from .session import Sessions
from .views import router

__all__ = ["Sessions", "router"]
