// Package inventory holds the tests that tie the instruction inventories of
// the targets (the PTX form table, the AMD form table of every generation)
// to the models of package semantics: each form row's model exists, has the
// row's arity and type, and evaluates as the model lowerc models lists
// under the row's name. It has no code of its own.
package inventory
