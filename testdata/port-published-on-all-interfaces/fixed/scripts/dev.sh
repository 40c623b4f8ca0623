#!/bin/sh
docker run --rm -d -p 127.0.0.1:8080:80 nginx:1.27
podman run --rm --publish=127.0.0.1:5432:5432 postgres:17
