"""Service settings from the environment: defaults, and errors that name the variable."""

from __future__ import annotations

import pytest

from tether.api.settings import Settings
from tether.errors import UsageError


def test_defaults_and_overrides() -> None:
    assert Settings.from_env({}) == Settings()
    s = Settings.from_env({"TETHER_API_THREADS": "4", "TETHER_PRINCIPAL_CACHE_SECONDS": "0",
                           "TETHER_API_COMPUTE_SLOTS": "2"})
    assert s.interaction_threads == 4 and s.principal_cache_seconds == 0 and s.compute_slots == 2
    assert Settings.from_env({}).compute_slots is None  # chosen by backend at startup


@pytest.mark.parametrize("value", ["soon", "-1", "nan", "inf"])
def test_a_bad_cache_duration_names_the_variable(value: str) -> None:
    with pytest.raises(UsageError, match=f"TETHER_PRINCIPAL_CACHE_SECONDS: '{value}' is not valid"):
        Settings.from_env({"TETHER_PRINCIPAL_CACHE_SECONDS": value})
