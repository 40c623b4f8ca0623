#!/bin/sh
# Apple's container runs each container in a VM of its own and has no capability or
# no-new-privileges flags; a non-root user is what it can set.
container run --rm --network none -u 1000:1000 -c 2 -m 4G \
  -v "$PWD:/workspace" agent-image:1.4 claude -p "review"
