print("navc")
