#!/bin/sh
# UID 0 with another group is still root in the container.
docker run --rm --network none --cap-drop ALL --security-opt no-new-privileges --user 0:1000 -v "$PWD:/work" -w /work ghcr.io/example/agent:1 claude --dangerously-skip-permissions -p "fix the tests"
