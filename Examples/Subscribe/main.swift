print("subscribe")
