package dev.agentlint.model;

/** A symbolic link in the scanned tree whose target lies outside it. */
public record SymlinkEscape(String target, Location location) {}
