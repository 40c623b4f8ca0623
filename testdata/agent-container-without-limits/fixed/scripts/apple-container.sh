#!/bin/sh
# Docker's -c is CPU shares, a weight: no limit. Apple's container -c is the CPU count.
docker run --cpus=2 --rm --network none -c 512 -m 4g --pids-limit 256 agent-image:1.4 claude -p "review"
container run --remove --network none -u 1000 agent-image:1.4 codex exec "review"
