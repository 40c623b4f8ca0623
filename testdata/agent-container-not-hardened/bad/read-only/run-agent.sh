#!/bin/sh
docker run --rm --user 1000:1000 --cap-drop ALL --security-opt no-new-privileges \
  --network none -v "$PWD:/work" node:22 claude -p "fix the tests"
