#!/bin/sh
# docker run --rm -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude
echo 'docker run --rm -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude'
docker run --rm -v "$PWD/../src:/work/src" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
docker run --rm -v "$PWD:/work" -v "$PWD/run-agent.sh:/work/run-agent.sh:ro" ghcr.io/example/agent:1.4.2 claude -p "fix"
