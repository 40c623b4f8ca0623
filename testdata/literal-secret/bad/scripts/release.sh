#!/bin/sh
export ANTHROPIC_API_KEY=sk-ant-api03-Q2hbV7mN4pK8sX1rT6wZ9yL3cJ5fG0dHaEeRrUuIiOoPp
GITHUB_TOKEN=ghp_R8kLm2Nq4Vx7Zb1Cd5Fg9Hj3Kp6Qs0Tw8Yz gh release create v1.2.0
curl -H "Authorization: Bearer glpat-Xy7Kq2Lm9Np4Rs6Tv8Wz" https://gitlab.example.com/api/v4/projects
deploy-cli --api-key=Zr84kQm2xT9vLp3N --region eu-west-1
