package dev.agentlint.parse.tree;

import dev.agentlint.base.Span;
import java.util.List;

/** An array / sequence. */
public final class ListNode extends Node {

    private final List<Node> elements;

    public ListNode(Span span, Span keySpan, String pointer, String tag, List<Node> elements) {
        super(span, keySpan, pointer, tag);
        this.elements = List.copyOf(elements);
    }

    @Override
    public Node get(int index) {
        return index >= 0 && index < elements.size() ? elements.get(index) : super.get(index);
    }

    @Override
    public boolean isList() {
        return true;
    }

    @Override
    public List<Node> elements() {
        return elements;
    }
}
