package dev.agentlint.model;

/**
 * Something a file refers to that agentlint could not follow (an include outside the tree, a
 * template fetched from a URL, an undefined variable in a mount path), so the result is
 * "not proven safe" rather than "safe".
 */
public record Unresolved(String what, String reason, Location location) {}
