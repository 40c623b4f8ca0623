#!/bin/sh
docker run --rm --env-file agent.env -v "$PWD:/work" node:22 claude -p "triage the issues"
