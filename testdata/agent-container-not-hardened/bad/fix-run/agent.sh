#!/bin/sh
docker run --rm -it -v "$PWD":/work -w /work node:22 claude -p "fix the tests"
podman container run --rm --userns=keep-id -v "$PWD":/work node:22 codex exec "review"
