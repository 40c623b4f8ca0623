#!/bin/sh
set -eu
cd "$(dirname "$0")/.."
docker compose run --rm rooted codex --dangerously-bypass-approvals-and-sandbox exec "$1"
