#!/bin/sh
# The script changes to its own directory first: $PWD is provably the directory that holds it.
cd "$(dirname "$0")"
docker run --rm -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
