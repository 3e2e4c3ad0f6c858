echo run
