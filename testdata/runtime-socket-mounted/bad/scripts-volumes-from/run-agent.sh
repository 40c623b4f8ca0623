#!/bin/sh
# The engine container holds the socket; --volumes-from lends it to the agent's container (":ro" does not help).
docker run -d --name engine -v /var/run/docker.sock:/var/run/docker.sock docker:27-dind
docker run --rm --volumes-from engine:ro ghcr.io/example/agent:1.4.2 claude -p "fix the failing tests"
