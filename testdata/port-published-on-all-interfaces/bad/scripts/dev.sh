#!/bin/sh
docker run --rm -d -p 8080:80 nginx:1.27
podman run --rm --publish=0.0.0.0:5432:5432 postgres:17
