package ir

import "reflect"

// Equal reports whether two modules are the same IR, ignoring source
// positions. References to tensors compare by name (the declarations
// themselves are compared where they stand).
func Equal(a, b *Module) bool {
	return deepEqual(reflect.ValueOf(a), reflect.ValueOf(b))
}

var (
	posType     = reflect.TypeOf(Pos{})
	refType     = reflect.TypeOf(Ref{})
	predRefType = reflect.TypeOf(PredRef{})
)

func deepEqual(a, b reflect.Value) bool {
	if a.Kind() != b.Kind() {
		return false
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return deepEqual(a.Elem(), b.Elem())
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		if a.Elem().Type() != b.Elem().Type() {
			return false
		}
		return deepEqual(a.Elem(), b.Elem())
	case reflect.Slice:
		if a.Len() != b.Len() || a.IsNil() != b.IsNil() && a.Len() == 0 && a.Type().Elem().Kind() == reflect.Int {
			// nil and empty differ only for layouts, where nil means "default".
			return false
		}
		for i := 0; i < a.Len(); i++ {
			if !deepEqual(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if !deepEqual(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Struct:
		t := a.Type()
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if f.Type == posType {
				continue
			}
			if (t == refType && f.Name == "Tensor") || (t == predRefType && f.Name == "Param") {
				x, y := a.Field(i), b.Field(i)
				if x.IsNil() || y.IsNil() {
					if x.IsNil() != y.IsNil() {
						return false
					}
					continue
				}
				if x.Elem().FieldByName("Name").String() != y.Elem().FieldByName("Name").String() {
					return false
				}
				continue
			}
			if !deepEqual(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.String:
		return a.String() == b.String()
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint8, reflect.Uint64:
		return a.Uint() == b.Uint()
	}
	return reflect.DeepEqual(a.Interface(), b.Interface())
}
