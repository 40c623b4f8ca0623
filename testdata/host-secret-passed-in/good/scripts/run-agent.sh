#!/bin/sh
# docker run -e GH_TOKEN ghcr.io/example/agent:1.4.2 claude
echo "docker run -e GH_TOKEN ghcr.io/example/agent:1.4.2 claude"
docker run --rm -e LOG_LEVEL=info -e GIT_AUTHOR_NAME -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
docker run --rm -e GH_TOKEN ghcr.io/example/builder:1.0 make release
