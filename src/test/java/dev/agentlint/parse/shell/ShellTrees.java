package dev.agentlint.parse.shell;

import java.util.ArrayList;
import java.util.List;

/** Test helpers: the simple commands of a tree in source order, and their words as text. */
final class ShellTrees {

    private ShellTrees() {}

    static List<ShellNode.Simple> simples(ShellScript s) {
        List<ShellNode.Simple> out = new ArrayList<>();
        list(s.statements(), out);
        return out;
    }

    /** Each simple command as its words' literal text (expansions as written). */
    static List<List<String>> argvs(String script) {
        List<List<String>> out = new ArrayList<>();
        for (ShellNode.Simple c : simples(ShellParser.parse(script))) {
            List<String> words = new ArrayList<>();
            for (ShellWord w : c.words()) words.add(text(w));
            out.add(words);
        }
        return out;
    }

    static String text(ShellWord w) {
        StringBuilder b = new StringBuilder();
        for (ShellWord.Part p : w.parts()) {
            if (p instanceof ShellWord.Literal l) b.append(l.text());
            else if (p instanceof ShellWord.Parameter x) b.append(x.raw());
            else if (p instanceof ShellWord.CommandSubstitution x) b.append(x.raw());
            else if (p instanceof ShellWord.Arithmetic x) b.append(x.raw());
        }
        return b.toString();
    }

    private static void list(List<ShellNode.AndOr> items, List<ShellNode.Simple> out) {
        for (ShellNode.AndOr a : items) for (ShellNode.Pipeline p : a.pipelines()) for (ShellNode.Command c : p.commands()) command(c, out);
    }

    private static void command(ShellNode.Command c, List<ShellNode.Simple> out) {
        if (c instanceof ShellNode.Simple s) {
            out.add(s);
            for (ShellWord w : s.words()) word(w, out);
            for (ShellNode.Assignment a : s.assignments()) word(a.value(), out);
        } else if (c instanceof ShellNode.Group g) {
            list(g.body(), out);
        } else if (c instanceof ShellNode.Subshell g) {
            list(g.body(), out);
        } else if (c instanceof ShellNode.If i) {
            for (ShellNode.Branch b : i.branches()) {
                list(b.condition(), out);
                list(b.body(), out);
            }
            if (i.elseBody() != null) list(i.elseBody(), out);
        } else if (c instanceof ShellNode.Loop l) {
            list(l.condition(), out);
            list(l.body(), out);
        } else if (c instanceof ShellNode.For f) {
            list(f.body(), out);
        } else if (c instanceof ShellNode.Case k) {
            for (ShellNode.CaseItem it : k.items()) list(it.body(), out);
        } else if (c instanceof ShellNode.FunctionDef f) {
            command(f.body(), out);
        }
    }

    private static void word(ShellWord w, List<ShellNode.Simple> out) {
        for (ShellWord.Part p : w.parts()) {
            if (p instanceof ShellWord.CommandSubstitution cs) list(cs.body().statements(), out);
            if (p instanceof ShellWord.Parameter x && x.argument() != null) word(x.argument(), out);
        }
        if (w.arrayElements() != null) for (ShellWord e : w.arrayElements()) word(e, out);
    }
}
