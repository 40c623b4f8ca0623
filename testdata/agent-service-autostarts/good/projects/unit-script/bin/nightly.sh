#!/bin/sh
exec claude -p "triage the new issues"
