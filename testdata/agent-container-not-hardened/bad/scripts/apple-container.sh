#!/bin/sh
container run --rm --network none -c 2 -m 4G -v "$PWD:/workspace" agent-image:1.4 claude -p "review"
