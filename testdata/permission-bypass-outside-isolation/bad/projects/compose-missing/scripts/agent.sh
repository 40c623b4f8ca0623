#!/bin/sh
# No compose file anywhere in the tree defines the service.
docker compose run --rm agent claude --dangerously-skip-permissions -p "triage"
