#!/bin/sh
# The lender shares only a named volume; the socket line below is an echo, not a container.
docker run -d --name cache -v cache-data:/data redis:7
docker run --rm --volumes-from cache ghcr.io/example/agent:1.4.2 claude -p "fix the failing tests"
echo "docker run --volumes-from engine -v /var/run/docker.sock:/var/run/docker.sock"
