#!/bin/sh
docker run --rm docker:27-dind
# Not a word of its own, or quoted: left alone.
docker run --privileged=true --rm docker:27-dind
docker run "--privileged" --rm docker:27-dind
