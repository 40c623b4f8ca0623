#!/bin/sh
# The service is defined in ../compose.yaml: online (the default network) and with ~/.ssh mounted.
set -eu
docker compose run --rm agent claude --dangerously-skip-permissions -p "$1"
