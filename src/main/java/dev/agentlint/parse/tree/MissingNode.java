package dev.agentlint.parse.tree;

/**
 * An absent key. Its span and key span are the enclosing node's, so a finding about a missing
 * setting lands on the object that should have held it.
 */
public final class MissingNode extends Node {

    private final Node parent;
    private final String key;

    MissingNode(Node parent, String key) {
        super(parent.span(), parent.keySpan(), null, null);
        this.parent = parent;
        this.key = key;
    }

    /** Built when asked for: rules look up many absent keys and report few of them. */
    @Override
    public String pointer() {
        return parent.isMissing() ? parent.pointer() : child(parent.pointer(), key);
    }

    /** The nearest node that exists: where to report the absence. */
    public Node present() {
        return parent instanceof MissingNode m ? m.present() : parent;
    }

    public String key() {
        return key;
    }

    @Override
    public boolean isMissing() {
        return true;
    }
}
