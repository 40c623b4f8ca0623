#!/bin/sh
# Only the .env is shared, on purpose, so the agent "has its keys".
docker run --rm -v "$PWD/.env:/home/agent/.env:ro" -v "$PWD/src:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
