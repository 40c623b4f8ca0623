package dev.agentlint.model;

/** A value from a scanned file together with where it was written. */
public record Located<T>(T value, Location location) {}
