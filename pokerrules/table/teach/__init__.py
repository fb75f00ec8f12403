"""What a game declares its lessons with: the lesson model, the questions whose answers the
package computes and the judge's words on them, moves as text, dealing a lesson's situation, and
the parts of the table a question hides. Games import these; the runners are in
:mod:`pokerrules.lessons`."""
