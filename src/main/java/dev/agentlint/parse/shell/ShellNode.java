package dev.agentlint.parse.shell;

import java.util.List;

/** The syntax tree of a shell script. Offsets are origin offsets (see {@link ShellWord}). */
public sealed interface ShellNode {

    int start();

    int end();

    /**
     * Pipelines joined by {@code &&} / {@code ||}, optionally run in the background.
     *
     * @param operators {@code "&&"} or {@code "||"} between consecutive pipelines (one fewer than pipelines)
     */
    record AndOr(List<Pipeline> pipelines, List<String> operators, boolean background, int start, int end)
            implements ShellNode {}

    /** Commands joined by {@code |}; {@code negated} for a leading {@code !}. */
    record Pipeline(boolean negated, List<Command> commands, int start, int end) implements ShellNode {}

    /** Anything that can stand in a pipeline. */
    sealed interface Command extends ShellNode
            permits Simple, Subshell, Group, If, Loop, For, Case, FunctionDef, ArithmeticCommand {}

    /**
     * A simple command: prefix assignments, words (the first is the command name), redirections.
     * A {@code [[ … ]]} test is a simple command whose words start with {@code [[}.
     */
    record Simple(List<Assignment> assignments, List<ShellWord> words, List<Redirect> redirects, int start, int end)
            implements Command {}

    /**
     * {@code NAME=value}, {@code NAME+=value} or {@code NAME=(a b)}.
     *
     * @param value the value word (possibly empty); for arrays, a word whose {@code arrayElements} are the elements
     */
    record Assignment(String name, boolean append, ShellWord value, int start, int end) {}

    /**
     * @param operator  {@code <}, {@code >}, {@code >>}, {@code <<}, {@code <<-}, {@code <<<}, {@code >&}, …
     * @param target    the file, descriptor or here-string word; for here-documents the delimiter word
     * @param hereDoc   the here-document, or null
     */
    record Redirect(String operator, ShellWord target, HereDoc hereDoc, int start, int end) {}

    record Subshell(List<AndOr> body, List<Redirect> redirects, int start, int end) implements Command {}

    record Group(List<AndOr> body, List<Redirect> redirects, int start, int end) implements Command {}

    /** {@code if}/{@code elif} branches in order, then the optional {@code else} (null when absent). */
    record If(List<Branch> branches, List<AndOr> elseBody, List<Redirect> redirects, int start, int end) implements Command {}

    record Branch(List<AndOr> condition, List<AndOr> body) {}

    /** {@code while} ({@code until} false) or {@code until} loop. */
    record Loop(boolean until, List<AndOr> condition, List<AndOr> body, List<Redirect> redirects, int start, int end)
            implements Command {}

    /**
     * {@code for NAME in words; do …; done} (also {@code select}); {@code items} null when
     * {@code in} is absent ("$@"); {@code variable} null for the arithmetic form.
     */
    record For(String variable, List<ShellWord> items, List<AndOr> body, List<Redirect> redirects, int start, int end)
            implements Command {}

    record Case(ShellWord subject, List<CaseItem> items, List<Redirect> redirects, int start, int end) implements Command {}

    record CaseItem(List<ShellWord> patterns, List<AndOr> body) {}

    record FunctionDef(String name, Command body, int start, int end) implements Command {}

    /** {@code (( … ))}: never evaluated. */
    record ArithmeticCommand(int start, int end) implements Command {}
}
