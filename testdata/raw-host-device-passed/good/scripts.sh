#!/bin/sh
docker run --rm --device /dev/net/tun --device-cgroup-rule 'c 10:200 rwm' example/vpn:1
