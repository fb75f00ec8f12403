"""Games written as their own state machines, behind the common protocol."""
