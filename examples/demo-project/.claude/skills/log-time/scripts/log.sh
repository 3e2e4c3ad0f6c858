#!/bin/sh
echo "logged $1 on $2"
