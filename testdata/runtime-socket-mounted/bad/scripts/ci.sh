#!/usr/bin/env bash
docker run --rm -v /var/run/docker.sock:/var/run/docker.sock docker:27-cli docker ps
