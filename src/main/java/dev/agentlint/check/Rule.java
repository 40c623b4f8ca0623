package dev.agentlint.check;

import dev.agentlint.model.FileFacts;

/**
 * One check. Its identity, level, policy ids and documentation live in {@code rules/<id>.yaml};
 * the class holds only the logic, written against the shared facts, never against a syntax.
 */
public interface Rule {

    /** The kebab-case id; must match a {@code rules/<id>.yaml}. */
    String id();

    void check(FileFacts facts, Findings out);
}
