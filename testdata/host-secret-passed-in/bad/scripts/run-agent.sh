#!/bin/sh
docker run --rm -e GH_TOKEN -e AWS_SECRET_ACCESS_KEY="$AWS_SECRET_ACCESS_KEY" \
  -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
