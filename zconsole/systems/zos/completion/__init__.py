"""What the shell offers of z/OS as an operator types: the words that fit where the cursor
is (the grammars, the machine's names), and how a line's words are styled."""
