package dev.agentlint.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads options from a command's arguments the way most command-line parsers accept them:
 * {@code --name=value}, {@code --name value}, {@code -x value}, {@code -xvalue}, {@code -x=value},
 * and short clusters such as {@code -sSLk} (a letter that takes a value ends the cluster: the
 * rest of the word, or the next word, is its value). Options end at {@code --}. A word that is
 * the value of the option before it ({@code curl -H "-k"}, {@code curl --data -k}) is not an option.
 */
public final class Args {

    /** One occurrence of an option. {@code value} is null for a flag; {@code at} covers the option and its value. */
    public record Option(String name, String value, Word at) {}

    private final List<Word> words;
    private final String shortWithValue;
    private final int end;
    /** Words that are the value of the option before them ({@code curl -H "-k"}): never options themselves. */
    private final boolean[] value;

    /**
     * @param shortWithValue the short option letters of this program that take a value (for {@code curl}: "AbcdDeEFHKmoPrTuUwxXyYzQ")
     */
    public Args(List<Word> words, String shortWithValue) {
        this(words, shortWithValue, Set.of());
    }

    /**
     * @param longWithValue the long options of this program that take the next word as their value
     */
    public Args(List<Word> words, String shortWithValue, Set<String> longWithValue) {
        this.words = words;
        this.shortWithValue = shortWithValue;
        int e = words.size();
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).value().equals("--")) {
                e = i;
                break;
            }
        }
        this.end = e;
        this.value = new boolean[e];
        for (int i = 0; i + 1 < e; i++) {
            String v = words.get(i).value();
            boolean takesNext = v.startsWith("--") ? v.length() > 2 && !v.contains("=") && longWithValue.contains(v)
                    : v.startsWith("-") && v.length() > 1 && shortTakesNext(v);
            if (takesNext) value[++i] = true;
        }
    }

    public static Args of(Command c, String shortWithValue) {
        return new Args(c.args(), shortWithValue);
    }

    public static Args of(Command c, String shortWithValue, Set<String> longWithValue) {
        return new Args(c.args(), shortWithValue, longWithValue);
    }

    public List<Word> words() {
        return words.subList(0, end);
    }

    /** Every occurrence of the long options {@code names} (with their values, when {@code takesValue}). */
    public List<Option> longOptions(boolean takesValue, String... names) {
        List<Option> out = new ArrayList<>();
        for (int i = 0; i < end; i++) {
            if (value[i]) continue;
            String v = words.get(i).value();
            for (String name : names) {
                if (v.equals(name)) {
                    String value = takesValue && i + 1 < end ? words.get(i + 1).value() : null;
                    out.add(new Option(name, value, value == null ? words.get(i) : joined(words.get(i), words.get(i + 1))));
                } else if (v.startsWith(name + "=")) {
                    out.add(new Option(name, v.substring(name.length() + 1), words.get(i)));
                }
            }
        }
        return out;
    }

    /** Every occurrence of the short option {@code letter}, inside clusters too. */
    public List<Option> shortOption(char letter) {
        List<Option> out = new ArrayList<>();
        for (int i = 0; i < end; i++) {
            if (value[i]) continue;
            String v = words.get(i).value();
            if (v.length() < 2 || v.charAt(0) != '-' || v.charAt(1) == '-') continue;
            for (int k = 1; k < v.length(); k++) {
                char c = v.charAt(k);
                boolean valued = shortWithValue.indexOf(c) >= 0;
                if (c == letter) {
                    String value = null;
                    if (valued) {
                        String rest = v.substring(k + 1);
                        if (rest.startsWith("=")) rest = rest.substring(1);
                        value = !rest.isEmpty() ? rest : i + 1 < end ? words.get(i + 1).value() : null;
                    }
                    boolean next = valued && v.length() == k + 1 && i + 1 < end;
                    out.add(new Option("-" + letter, value, next ? joined(words.get(i), words.get(i + 1)) : words.get(i)));
                    break;
                }
                if (valued) break;
            }
        }
        return out;
    }

    /** True when the long flag or the short letter is present. */
    public boolean has(String longName, char shortLetter) {
        return !longOptions(false, longName).isEmpty() || shortLetter != 0 && !shortOption(shortLetter).isEmpty();
    }

    /** The words that are not options or option values, as far as {@code longWithValue} tells which long options take one. */
    public List<Word> positionals(Set<String> longWithValue) {
        List<Word> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String v = words.get(i).value();
            if (i >= end) {
                if (i > end) out.add(words.get(i));
                continue;
            }
            if (v.startsWith("--") && v.length() > 2) {
                if (!v.contains("=") && longWithValue.contains(v)) i++;
            } else if (v.startsWith("-") && v.length() > 1) {
                if (shortTakesNext(v)) i++;
            } else {
                out.add(words.get(i));
            }
        }
        return out;
    }

    /** An option and its value written as two words, underlined together. */
    private static Word joined(Word option, Word value) {
        return new Word(option.value() + " " + value.value(), option.span().union(value.span()), option.literal() && value.literal());
    }

    private boolean shortTakesNext(String cluster) {
        for (int k = 1; k < cluster.length(); k++) {
            if (shortWithValue.indexOf(cluster.charAt(k)) >= 0) return k == cluster.length() - 1;
        }
        return false;
    }
}
