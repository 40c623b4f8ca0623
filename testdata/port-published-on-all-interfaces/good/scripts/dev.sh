#!/bin/sh
docker run --rm -d -p 127.0.0.1:8080:80 nginx:1.27
echo "docker run -p 8080:80 nginx"   # only printed
