#!/bin/sh
docker run --pids-limit=512 --memory=4g --cpus=2 --rm -v "$PWD":/work node:22 claude -p "fix the tests"
# --memory=0 is written: a flag added before it would lose, so nothing is offered.
docker run --rm --memory=0 node:22 claude -p "review"
