#!/bin/sh
# The script changes to a work directory elsewhere: what it shares does not hold this script.
cd /srv/agent-work
docker run --rm -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
