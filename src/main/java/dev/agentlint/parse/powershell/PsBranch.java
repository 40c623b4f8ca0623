package dev.agentlint.parse.powershell;

/**
 * Where an {@code if} or {@code switch} statement's paths begin and end among a script's
 * statements, so a reader can judge each path from the values before the statement.
 *
 * @param before the index of the statement the mark comes before ({@code statements().size()} at the end)
 * @param kind   what happens there
 * @param origin where the keyword is written (for the line a message names)
 */
public record PsBranch(int before, Kind kind, int origin) {

    public enum Kind {
        /** The {@code if} keyword's block begins (its condition is before it). */
        IF,
        /** An {@code elseif} or {@code else} keyword: the statement before continues, its condition follows. */
        ELSE_KEYWORD,
        /** The block of an {@code elseif} begins. */
        ELSEIF,
        /** The block of an {@code else} begins. */
        ELSE,
        /** A path's block ends (an if's, an elseif's, an else's, a switch clause's). */
        END,
        /** A {@code switch}'s clauses begin (its value is before it). */
        SWITCH,
        /** The block of a {@code switch} clause begins. */
        CLAUSE,
        /** The block of a {@code switch}'s {@code default} clause begins. */
        DEFAULT,
        /** A {@code switch}'s clauses are all read. */
        SWITCH_END,
        /** {@code exit}, {@code return} or {@code throw}: the path goes no further. */
        EXIT
    }
}
