#!/bin/sh
# A container this script does not start: what it lends cannot be checked.
docker run --rm --volumes-from buildkitd ghcr.io/example/agent:1.4.2 claude -p "fix the failing tests"
